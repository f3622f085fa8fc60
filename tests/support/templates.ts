/**
 * The `_template.md` files and entries made from them (scripts/content-check/templates.ts), for tests: loaded with
 * the content check, so `await templateTools()` first.
 */
import { contentCheck, projectRoot } from './content-check';

export async function templateTools() {
  const { templates, fromTemplate, TEMPLATE_ENTRY, TEMPLATE_DRAFT } = await contentCheck();
  return {
    templates: () => templates(projectRoot),
    fromTemplate: (
      template: Parameters<typeof fromTemplate>[1],
      siblingIds: unknown[],
      name?: string,
      draft?: boolean,
    ) => fromTemplate(projectRoot, template, siblingIds, name, draft),
    TEMPLATE_ENTRY,
    TEMPLATE_DRAFT,
  };
}
