// The package's ES module, imported past the browser bundle's alias (./lazy-helmet.tsx).
declare module 'react-helmet-async/lib/index.module.js' {
  export * from 'react-helmet-async';
}
