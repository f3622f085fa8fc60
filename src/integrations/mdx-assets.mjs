/**
 * A remark plugin for .mdx entries (passed to @astrojs/mdx in astro.config.mjs), so editors write a component's
 * picture as they write a Markdown picture:
 * - a `src` or `poster` attribute of a component (`<Figure src="../../assets/blog/photo.jpg" …>`) that is a path
 *   relative to the entry becomes an import of that file, so Vite resolves it from the entry's folder and
 *   astro:assets processes it, in `npm run dev` at once as in the build (the component gets the picture's metadata);
 * - `<Gallery name="…">` also gets the page's galleries (`<Content galleries={…} />`), since components render what
 *   they are given and load nothing.
 * The content check (src/content-model/check/mdx.ts) has already said which paths and names do not exist.
 */

/** Attributes that hold a picture's path. */
const PICTURE_ATTRIBUTES = new Set(['src', 'poster']);
/** A path relative to the entry, as a Markdown picture's: "./photo.jpg", "../../assets/blog/photo.jpg". */
const RELATIVE = /^\.{1,2}\//;

/** An attribute value that is code: `{name}` or `{props.galleries}`. */
function expression(code) {
  const parts = code.split('.');
  let node = { type: 'Identifier', name: parts[0] };
  for (const part of parts.slice(1))
    node = {
      type: 'MemberExpression',
      object: node,
      property: { type: 'Identifier', name: part },
      computed: false,
      optional: false,
    };
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: code,
    data: {
      estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: node }] },
    },
  };
}

/** `import name from "path"` as MDX's syntax tree holds it. */
function importOf(name, path) {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(path)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: path, raw: JSON.stringify(path) },
            attributes: [],
          },
        ],
      },
    },
  };
}

export default function mdxAssets() {
  return (tree) => {
    /** @type {Map<string, string>} path → imported name */
    const imports = new Map();
    const visit = (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^[A-Z]/.test(node.name ?? '')) {
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute' || !PICTURE_ATTRIBUTES.has(attribute.name)) continue;
          const path = typeof attribute.value === 'string' ? attribute.value.trim() : '';
          if (!RELATIVE.test(path)) continue;
          if (!imports.has(path)) imports.set(path, `__mdxPicture${imports.size}`);
          attribute.value = expression(imports.get(path));
        }
        if (node.name === 'Gallery')
          node.attributes.push({ type: 'mdxJsxAttribute', name: 'galleries', value: expression('props.galleries') });
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
    tree.children.unshift(...[...imports].map(([path, name]) => importOf(name, path)));
  };
}
