// Stands in for next/font/google in the example builds, which run offline: next build fetches a
// Google font's stylesheet from fonts.googleapis.com. scripts/test-examples.ts points the generated
// files' `next/font/google` imports here (the docs' own files never use it). Each font keeps its
// name and call shape; its classes are empty, so the page falls back to the system fonts.
interface FontOptions {
  variable?: string;
  subsets?: string[];
}

function systemFont(_options: FontOptions) {
  return { className: '', variable: '', style: { fontFamily: 'system-ui, sans-serif' } };
}

export const Geist = systemFont;
export const Geist_Mono = systemFont;
