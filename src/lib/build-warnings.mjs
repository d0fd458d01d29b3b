// @ts-check
/**
 * What a build says before it renders the pages, so a deployer hears of a setting that will not
 * work for visitors (astro.config.mjs logs each line as a warning). Plain data in, sentences out.
 */

/**
 * Whether `url` points at the machine it is opened on, which a visitor's browser reaches only on
 * the builder's own machine (the local backend and its stand-ins).
 * @param {string} url
 */
export function isLoopbackUrl(url) {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host);
  } catch {
    return false;
  }
}

/**
 * @param {object} build
 * @param {Record<string, string>} build.publicUrls each public URL the pages will call, by variable name
 * @param {string} build.staffApiUrl PUBLIC_STAFF_API_URL as read
 * @param {string} build.staffPasswordHash STAFF_PASSWORD_HASH from the environment, if any
 * @param {boolean} build.forDeploy the build writes `dist/`, the folder a deployer uploads
 * @returns {string[]}
 */
export function buildWarnings({ publicUrls, staffApiUrl, staffPasswordHash, forDeploy }) {
  const warnings = [];
  if (!staffApiUrl) warnings.push('PUBLIC_STAFF_API_URL is not set: /staff will say the staff panel is not set up.');
  if (staffPasswordHash)
    warnings.push(
      'STAFF_PASSWORD_HASH is ignored by the site: the staff API checks the password, and the build holds no hash.',
    );
  if (forDeploy) {
    for (const [name, url] of Object.entries(publicUrls)) {
      if (isLoopbackUrl(url))
        warnings.push(`${name} points to a loopback address (${url}): visitors' browsers cannot reach it.`);
    }
  }
  return warnings;
}
