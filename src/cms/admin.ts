/**
 * The admin page's script (/admin/, built only when CMS_BACKEND is set: src/cms/integration.mjs). The
 * configuration is generated at build time from the content schemas (./config.ts) and written into the page as
 * a JSON data block, which the page's policy lets it read but never run.
 */
import './manual-init';
import CMS from '@sveltia/cms';

const configBlock = document.getElementById('cms-config');
if (!configBlock?.textContent) throw new Error('The admin page carries no CMS configuration (#cms-config).');
void CMS.init({ config: JSON.parse(configBlock.textContent) });
