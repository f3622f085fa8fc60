/** Loads the company pages' entries, failing the build with a message that names the missing file. */
import { getEntry } from 'astro:content';

export async function getCompanyPage(id: 'service' | 'software-development' | 'partner') {
  const entry = await getEntry('companyPages', id);
  if (!entry) throw new Error(`Missing page text: add src/content/<area>/${id}.page.yaml (services or partner)`);
  return entry.data;
}
