export * from './common';
export * from './general-data';
export * from './schedule';
export * from './cms';
export * from './customer';
