/**
 * The loader of the FAQ lists (src/content/faqs/), for every page that shows one. Its answers may name prices by
 * placeholders ({price:<id>}), written in here from the one price list (src/lib/price-tokens.ts).
 */
import { getEntry } from 'astro:content';
import { getPrices } from './prime-content';
import { fillPrices } from './price-tokens';

/**
 * An FAQ list of src/content/faqs/, e.g. "membership", with the prices its answers name ({price:<id>}) written in
 * from prices.yaml: the one loader of every FAQ page, so a placeholder works in any list.
 */
export async function getFaq(id: string) {
  const file = `src/content/faqs/${id}.yaml`;
  const faq = await getEntry('faqs', id);
  if (!faq) throw new Error(`${file} is missing: a page shows its questions`);
  const prices = await getPrices('membership');
  return {
    ...faq.data,
    items: faq.data.items.map((item) => ({
      ...item,
      answer: fillPrices(item.answer, prices, `${file}, "${item.question}"`),
    })),
  };
}
