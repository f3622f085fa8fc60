#!/usr/bin/env node
/** Writes deploy/nginx.conf from the serving rules (src/integrations/serving.mjs): `npm run nginx-conf`. */
import { writeFileSync } from 'node:fs';
import { readServingSources, renderNginxConf, servingRules } from '../src/integrations/serving.mjs';

writeFileSync('deploy/nginx.conf', renderNginxConf(servingRules(readServingSources())));
console.log('Written deploy/nginx.conf');
