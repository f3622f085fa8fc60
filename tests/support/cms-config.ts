/** The web editor's configuration (public/admin/config.yml) as the tests read it: its shape and its screens. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from './content-check';

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  options?: string[];
  fields?: CmsField[];
  field?: CmsField;
  types?: (CmsField & { name: string })[];
  typeKey?: string;
  root?: boolean;
}
export interface CmsFile {
  name: string;
  label: string;
  file: string;
  media_folder: string;
  public_folder: string;
  fields: CmsField[];
}
export interface CmsCollection {
  name: string;
  label: string;
  divider?: boolean;
  folder?: string;
  extension?: string;
  media_folder?: string;
  public_folder?: string;
  sortable_fields?: { fields: string[]; default: { field: string; direction: string } };
  fields?: CmsField[];
  files?: CmsFile[];
}
export interface CmsConfig {
  collections: CmsCollection[];
  output: { yaml: { quote: string }; omit_empty_optional_fields: boolean };
}

/** The configuration file's text, as committed. */
export const cmsConfigText = readFileSync(join(projectRoot, 'public/admin/config.yml'), 'utf8');
export const cmsConfig = parse(cmsConfigText) as CmsConfig;
/** The editor's screens (its menu without the dividers). */
export const cmsScreens = cmsConfig.collections.filter((c) => !c.divider);
