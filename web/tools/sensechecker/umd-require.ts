// pluralize, which retext-readability reaches through `syllable`, is a UMD module: it fills
// `module.exports` only when a global `require` exists, and otherwise sets a property of `this`,
// which the bundler's CommonJS wrapper then exports as no function at all ("(0, x.default) is not
// a function" in the built worker). A stand-in `require` sends it down its CommonJS branch; it
// requires nothing itself. Imported first by the worker, before anything that reaches pluralize.
const scope = globalThis as { require?: unknown };
scope.require ??= (name: string) => {
  throw new Error(`Nothing can be required in SenseChecker's worker (asked for ${name}).`);
};
