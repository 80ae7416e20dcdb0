/**
 * zod compiles object parsers with `new Function` when it can, and tests whether it can by trying
 * it. Under the Content-Security-Policy (no 'unsafe-eval', server/security-headers.ts) the browser
 * refuses that and reports a violation, even though zod catches the error. In the browser zod runs
 * without eval ("jitless"); the server keeps its compiled parsers.
 *
 * zod keeps its configuration (`z.config()`) on `globalThis.__zod_globalConfig`, so copies of zod
 * share it; setting the flag there, rather than importing zod, keeps zod's core out of every page's
 * JavaScript (zod-without-eval.test.ts checks zod still reads it from there). zod decides per schema
 * when the schema is built: app/root.tsx imports this first, and every schema the browser builds is
 * in a module evaluated after the root (route modules, dialogs loaded on demand).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } }

export function runZodWithoutEval(scope: ZodGlobal = globalThis as ZodGlobal): void {
  ;(scope.__zod_globalConfig ??= {}).jitless = true
}

if (typeof document !== 'undefined') runZodWithoutEval()
