// Written by ./index.ts for a production build, imported by ./global-data.browser.ts.
declare module '@generated/client-bundle/default/global-data.json' {
  const data: Record<string, unknown>;
  export default data;
}
