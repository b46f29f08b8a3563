/**
 * Imported by ./Modal before DocSearch's modal, so that loading it files no CSP violation report.
 *
 * DocSearch 4.7.0's modal bundles zod 4 (for its Ask AI client). Creating a zod 4 object schema
 * asks once whether eval works, by running `new Function("")` in a try/catch (zod's
 * `allowsEval`), and the bundle creates such schemas as it is evaluated. Our policy has no
 * 'unsafe-eval', so the browser blocks the call, which zod expects, and also fires a
 * securitypolicyviolation event and sends a report, once per page that loads search. zod's own
 * switch, `z.config({ jitless: true })`, cannot reach that copy: its config object is private
 * to the bundle, whose `config()` ignores its argument, and no DocSearch prop or export sets it.
 *
 * So while the modal's modules are evaluated (synchronously, right after this one), Function
 * answers as the policy would, with an EvalError, without asking the browser; zod then takes its
 * non-eval path, as it does under the policy. The real Function is back before anything else
 * runs. tests/e2e/search-storage.spec.ts fails if opening search fires any violation.
 */
const RealFunction = globalThis.Function;

function refuse(): never {
  throw new EvalError('Code generation from strings is disallowed by this page (Content-Security-Policy).');
}

globalThis.Function = new Proxy(RealFunction, { apply: refuse, construct: refuse });
queueMicrotask(() => {
  globalThis.Function = RealFunction;
});
