/** The anchor of the register data in the private area (the validate page links there after sign-in). */
export const REGISTER_DATA_ANCHOR = 'datos-de-registro';
