import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  envVariableList,
  readEnv,
  retiredVariableProblem,
  retiredVariables,
  type EnvSource,
  type EnvVariable,
} from '../../src/config/env';

/** `NAME=value` lines of an env file, in order; comments and blank lines are left out. */
function envFileEntries(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const equals = line.indexOf('=');
      return [line.slice(0, equals), line.slice(equals + 1)];
    });
}

/** The README's Configuration table rows as the description gives them: variable, used for, when missing. */
function configurationTableRows(variables: readonly EnvVariable[]): string[][] {
  return variables.map((variable) => [
    `\`${variable.name}\``,
    variable.meaning,
    variable.default === '' ? (variable.whenMissing ?? '') : `\`${variable.default}\``,
  ]);
}

/** The cells of the first table under `## Configuration`, without its header and separator rows. */
function readmeConfigurationRows(readme: string): string[][] {
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

const asMarkdown = (rows: string[][]) => rows.map((row) => `| ${row.join(' | ')} |`).join('\n');

describe('the description of the build environment', () => {
  it('names each variable once, PUBLIC_ exactly when it is public, and says what a blank one does', () => {
    const names = envVariableList.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of envVariableList) {
      expect(variable.name.startsWith('PUBLIC_'), variable.name).toBe(variable.public);
      expect(variable.meaning, variable.name).not.toBe('');
      // A default says itself what a missing value means; "not set up" needs words.
      expect(Boolean(variable.whenMissing), variable.name).toBe(variable.default === '');
    }
  });

  it('agrees with .env.example on the names, their order and the defaults', () => {
    const example = envFileEntries(readFileSync('.env.example', 'utf8'));
    expect(example).toEqual(envVariableList.map((variable) => [variable.name, variable.default]));
  });

  it("gives the README's Configuration table rows", () => {
    const expected = configurationTableRows(envVariableList);
    const actual = readmeConfigurationRows(readFileSync('README.md', 'utf8'));
    expect(asMarkdown(actual), `README rows should be:\n${asMarkdown(expected)}`).toBe(asMarkdown(expected));
  });
});

describe('readEnv', () => {
  it('uses the default where a variable is missing or blank', () => {
    const values = readEnv({ SITE_URL: '  ', PUBLIC_VAPI_API_URL: undefined });
    expect(values.vapiApiUrl).toBe('https://api.vapi.ai');
    expect(values.siteUrl).toBe('https://www.fynbo-ai.dk');
    expect(values.bookingWebhookUrl).toBe('');
  });

  it('takes each value as given, trimmed, and the origin without a trailing slash', () => {
    const values = readEnv({
      SITE_URL: 'https://example.test//',
      PUBLIC_VAPI_ASSISTANT_ID: ' assistent-1 ',
      PUBLIC_STAFF_API_URL: 'https://n8n.example.dk/webhook/fynbo-staff/',
    });
    expect(values).toMatchObject({
      siteUrl: 'https://example.test',
      vapiAssistantId: 'assistent-1',
      staffApiUrl: 'https://n8n.example.dk/webhook/fynbo-staff',
    });
  });

  it('stops at a retired company variable, naming the field of content/company.yaml that holds it now', () => {
    expect(() => readEnv({ PUBLIC_CONTACT_EMAIL: 'hej@example.dk' } as EnvSource)).toThrow(
      /PUBLIC_CONTACT_EMAIL: now the field email \(E-mail\) of content\/company\.yaml/,
    );
    expect(retiredVariableProblem({ PUBLIC_COMPANY_NAME: ' ' })).toBeUndefined();
    expect(Object.keys(retiredVariables)).toHaveLength(6);
  });

  it("defaults the voice provider's API host to the voice SDK's own, without a trailing slash", () => {
    const { client } = createRequire(import.meta.url)('@vapi-ai/web/dist/client.js') as { client: { baseUrl: string } };
    expect(readEnv({}).vapiApiUrl).toBe(client.baseUrl);
    expect(readEnv({ PUBLIC_VAPI_API_URL: 'https://api.eu.vapi.ai/' }).vapiApiUrl).toBe('https://api.eu.vapi.ai');
  });

  it('returns one value for every described variable', () => {
    expect(Object.keys(readEnv({}))).toHaveLength(envVariableList.length);
  });
});
