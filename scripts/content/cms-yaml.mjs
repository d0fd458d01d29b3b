// @ts-check
/**
 * YAML exactly as the CMS (Sveltia) writes it: its own call of the `yaml` library, with the same options, so
 * a file this project writes and a file a save writes differ only where the content does. A save then
 * changes only the lines an editor touched (docs/cms.md).
 */
import { stringify } from 'yaml';

/** @param {unknown} value */
export const cmsYaml = (value) =>
  `${stringify(value, null, {
    indent: 2,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()}\n`;
