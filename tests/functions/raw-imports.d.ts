// Vite's `?raw` imports (the functions lane runs through Vite): a file's text as a string.
declare module "*?raw" {
  const text: string;
  export default text;
}
