import { describe, expect, it } from 'vitest';
import { attributeProfile, blockingTime, clientReferences, median, owner, splitHtml, type CpuProfile } from './page-anatomy.mjs';

const flight = (text: string) => `<script nonce="n">self.__next_f.push(${JSON.stringify([1, text])})</script>`;

describe('splitHtml', () => {
  it('separates the payload scripts from the markup and decodes the payload', () => {
    const html = `<!DOCTYPE html><html><body><h1>Hi</h1><script>self.__next_f=self.__next_f||[]</script>${flight('0:["$","h1",null,{"children":"Hi"}]\n')}${flight('1:"x"\n')}</body></html>`;
    const parts = splitHtml(html);
    expect(parts.raw).toBe(Buffer.byteLength(html));
    expect(parts.data.scripts).toBe(2);
    expect(parts.payload).toBe('0:["$","h1",null,{"children":"Hi"}]\n1:"x"\n');
    expect(parts.markup.raw + parts.data.raw).toBe(parts.raw);
    // The bootstrap script that creates the array is markup, not data.
    expect(parts.markup.raw).toBeGreaterThan(Buffer.byteLength('<!DOCTYPE html><html><body><h1>Hi</h1></body></html>'));
  });
});

describe('clientReferences', () => {
  it('counts each client component by its uses in the tree, named from the module map', () => {
    const payload = [
      '2:"/_next/static/chunks/a.js"',
      '3:I[101,["$2"],"default"]',
      '4:"VenueScope"',
      '5:I[202,["$2"],"$4"]',
      '6:I[303,["$2"],"Unused"]',
      '7:["$","$L5",null,{"children":["$","$L3",null,{"href":"/a"}]}]',
      '8:["$","$L5",null,{"children":["$","$L3",null,{"href":"/b"}]}]',
      '9:["$","$L3",null,{"href":"/c"}]',
    ].join('\n');
    const refs = clientReferences(
      payload,
      new Map([
        [101, 'lib/i18n/prefetch-policy-link.tsx'],
        [202, 'components/conferences/VenueScope.tsx'],
      ]),
    );
    expect(refs.list).toEqual([
      { component: 'lib/i18n/prefetch-policy-link.tsx', instances: 3 },
      { component: 'components/conferences/VenueScope.tsx#VenueScope', instances: 2 },
    ]);
    expect(refs.instances).toBe(5);
  });
});

describe('owner', () => {
  it('tells the framework, libraries and the portal apart', () => {
    expect(owner('turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js')).toEqual({ kind: 'framework', name: 'react-dom' });
    expect(owner('turbopack:///[project]/node_modules/next/src/client/app-index.tsx')).toEqual({ kind: 'framework', name: 'next' });
    expect(owner('turbopack:///[project]/node_modules/next-intl/dist/esm/production/index.js')).toEqual({ kind: 'library', name: 'next-intl' });
    expect(owner('turbopack:///[project]/node_modules/@swc/helpers/esm/x.js')).toEqual({ kind: 'library', name: '@swc/helpers' });
    expect(owner('turbopack:///[turbopack]/browser/runtime/base/build-base.ts')).toEqual({ kind: 'framework', name: 'turbopack runtime' });
    expect(owner('turbopack:///[project]/components/layout/Header.tsx')).toEqual({ kind: 'portal', name: 'components/layout/Header.tsx' });
  });
});

describe('attributeProfile', () => {
  // root → a chunk function (portal) → a built-in without URL; GC and idle beside them.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2, 4, 5, 6] },
      { id: 2, callFrame: { functionName: 'render', url: 'http://h/_next/static/chunks/a.js', lineNumber: 0, columnNumber: 10 }, children: [3] },
      { id: 3, callFrame: { functionName: 'JSON.parse', url: '', lineNumber: -1, columnNumber: -1 } },
      { id: 4, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1, columnNumber: -1 } },
      { id: 5, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
      { id: 6, callFrame: { functionName: 'push', url: 'http://h/page', lineNumber: 3, columnNumber: 0 } },
    ],
    // Each sample lasts until the next one: 2 → 1 ms, 3 → 2 ms, 4 → 1 ms, 5 → 10 ms, 6 → 3 ms.
    samples: [2, 3, 4, 5, 6, 1],
    timeDeltas: [0, 1000, 2000, 1000, 10000, 3000],
  };
  it('charges built-ins to their caller, maps chunks through the source map and leaves idle out', () => {
    const spent = attributeProfile(profile, {
      locate: (url, line, column) => (url.endsWith('a.js') && line === 0 && column === 10 ? 'turbopack:///[project]/components/layout/Header.tsx' : null),
      pageUrl: 'http://h/page',
    });
    expect(spent.totalMs).toBe(7);
    expect(spent.byOwner).toEqual([
      { name: 'components/layout/Header.tsx', ms: 3 },
      { name: '(the document: inline scripts)', ms: 3 },
      { name: '(garbage collector)', ms: 1 },
    ]);
    expect(spent.byScript.find((s) => s.name === 'a.js')?.ms).toBe(3);
  });
});

describe('median and blockingTime', () => {
  it('are what Lighthouse reports', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(blockingTime([40, 60, 250])).toBe(210);
  });
});
