/** `import url from './part.ts?lazy'`: the URL of a module built on its own (src/integrations/lazy-module.mjs). */
declare module '*?lazy' {
  const url: string;
  export default url;
}
