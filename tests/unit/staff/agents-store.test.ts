import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { demoAgentName } from '../../../src/config/site';
import { AGENTS_STORAGE_KEY as KEY } from '../../../src/stores/agents';

/** A fresh copy of the store module, created over test storage that holds `stored` (if given). */
async function freshStore(stored?: string) {
  useTestStorageEngine();
  if (stored !== undefined) setTestStorageKey(KEY, stored);
  vi.resetModules();
  return import('../../../src/stores/agents');
}

let loaded: Awaited<ReturnType<typeof freshStore>> | undefined;

afterEach(() => {
  if (loaded) cleanStores(loaded.$agents);
  loaded = undefined;
  cleanTestStorage();
});

async function mountedStore(stored?: string) {
  loaded = await freshStore(stored);
  loaded.$agents.listen(() => {});
  return loaded;
}

describe('agents store', () => {
  it('starts with Sofie 3/10, Magnus 1/8 and Freja 0/12 (unavailable)', async () => {
    const { $agents } = await mountedStore();
    expect($agents.get().map((a) => [a.name, a.isAvailable, a.currentCalls, a.maxCalls, a.totalCallsToday])).toEqual([
      ['Sofie', true, 3, 10, 47],
      ['Magnus', true, 1, 8, 32],
      ['Freja', false, 0, 12, 28],
    ]);
    expect($agents.get().every((a) => a.specialties.length > 0)).toBe(true);
  });

  it('making an agent unavailable resets its current calls to 0, and stores the change', async () => {
    const { $agents, toggleAgentAvailability } = await mountedStore();
    toggleAgentAvailability('sofie');
    const sofie = $agents.get().find((a) => a.id === 'sofie')!;
    expect(sofie).toMatchObject({ isAvailable: false, currentCalls: 0, totalCallsToday: 47 });
    expect(JSON.parse(getTestStorage()[KEY]!)[0]).toMatchObject({ id: 'sofie', isAvailable: false, currentCalls: 0 });
  });

  it('making an agent available again keeps 0 current calls and touches no one else', async () => {
    const { $agents, toggleAgentAvailability } = await mountedStore();
    toggleAgentAvailability('freja');
    const [sofie, magnus, freja] = $agents.get();
    expect(freja).toMatchObject({ isAvailable: true, currentCalls: 0 });
    expect(sofie).toMatchObject({ isAvailable: true, currentCalls: 3 });
    expect(magnus).toMatchObject({ isAvailable: true, currentCalls: 1 });
  });

  it('ignores an unknown id without writing anything', async () => {
    const { $agents, toggleAgentAvailability } = await mountedStore();
    const before = $agents.get();
    toggleAgentAvailability('ukendt');
    expect($agents.get()).toBe(before);
    expect(getTestStorage()[KEY]).toBeUndefined();
  });

  it('replaces the whole list', async () => {
    const { $agents, replaceAgents, defaultAgents } = await mountedStore();
    const onlyMagnus = [{ ...defaultAgents[1]!, currentCalls: 8 }];
    replaceAgents(onlyMagnus);
    expect($agents.get()).toEqual(onlyMagnus);
    expect(JSON.parse(getTestStorage()[KEY]!)).toEqual(onlyMagnus);
  });

  it('looks agents up by name ignoring case; an unknown name is unavailable', async () => {
    const { findAgentByName, isAgentAvailable, toggleAgentAvailability } = await mountedStore();
    expect(findAgentByName('sOFIE')?.id).toBe('sofie');
    expect(findAgentByName(' magnus ')?.id).toBe('magnus');
    expect(findAgentByName('Ukendt')).toBeUndefined();
    expect(isAgentAvailable('SOFIE')).toBe(true);
    expect(isAgentAvailable('freja')).toBe(false);
    expect(isAgentAvailable('Ukendt')).toBe(false);
    toggleAgentAvailability('sofie');
    expect(isAgentAvailable('sofie')).toBe(false);
  });

  it('reads a valid stored list back (what the demo page sees after a toggle in the panel)', async () => {
    const first = await freshStore();
    const stored = JSON.stringify(
      first.defaultAgents.map((a) => (a.id === 'magnus' ? { ...a, isAvailable: false, currentCalls: 0 } : a)),
    );
    const { $agents, isAgentAvailable } = await mountedStore(stored);
    expect($agents.get()[1]).toMatchObject({ id: 'magnus', isAvailable: false, currentCalls: 0 });
    expect(isAgentAvailable('Magnus')).toBe(false);
  });

  it.each([
    ['not JSON', '{broken'],
    ['not a list', '{"sofie":true}'],
    ['an empty list', '[]'],
    ['an outdated shape', '[{"name":"Sofie","available":true}]'],
    [
      'more calls than capacity',
      '[{"id":"a","name":"A","avatar":"/a.svg","isAvailable":true,"currentCalls":9,"maxCalls":8,"totalCallsToday":1,"specialties":[]}]',
    ],
    [
      'an image from another host',
      '[{"id":"a","name":"A","avatar":"https://evil.example/a.png","isAvailable":true,"currentCalls":1,"maxCalls":8,"totalCallsToday":1,"specialties":[]}]',
    ],
    [
      'duplicate ids',
      '[{"id":"a","name":"A","avatar":"/a.svg","isAvailable":true,"currentCalls":1,"maxCalls":8,"totalCallsToday":1,"specialties":[]},{"id":"a","name":"B","avatar":"/b.svg","isAvailable":true,"currentCalls":1,"maxCalls":8,"totalCallsToday":1,"specialties":[]}]',
    ],
  ])('falls back to the defaults without an error when stored data is %s', async (_what, stored) => {
    const { $agents, defaultAgents } = await mountedStore(stored);
    expect($agents.get()).toEqual(defaultAgents);
  });

  it('drops a list stored before an agent was renamed, so the demo finds its agent again', async () => {
    const { defaultAgents } = await freshStore();
    // What a browser kept from a build where the demo agent had another name, and was switched off.
    const beforeRename = defaultAgents.map((a) =>
      a.name === demoAgentName ? { ...a, name: 'Sara', isAvailable: false, currentCalls: 0 } : a,
    );
    const { $agents, isAgentAvailable } = await mountedStore(JSON.stringify(beforeRename));
    expect($agents.get()).toEqual(defaultAgents);
    expect(isAgentAvailable(demoAgentName)).toBe(true);
  });

  it('keeps a stored list that names the configured agents in another order', async () => {
    const { defaultAgents } = await freshStore();
    const reordered = [...defaultAgents].reverse().map((a) => ({ ...a, isAvailable: false, currentCalls: 0 }));
    const { $agents, isAgentAvailable } = await mountedStore(JSON.stringify(reordered));
    expect($agents.get()).toEqual(reordered);
    expect(isAgentAvailable(demoAgentName)).toBe(false);
  });

  it('follows changes made in another tab, and falls back to the defaults if they are corrupt', async () => {
    const { $agents, defaultAgents } = await mountedStore();
    const changed = defaultAgents.map((a) => ({ ...a, isAvailable: false, currentCalls: 0 }));
    setTestStorageKey(KEY, JSON.stringify(changed));
    expect($agents.get()).toEqual(changed);
    setTestStorageKey(KEY, 'null');
    expect($agents.get()).toEqual(defaultAgents);
    setTestStorageKey(KEY, JSON.stringify(changed.map((a, i) => (i === 0 ? { ...a, name: 'Sara' } : a))));
    expect($agents.get()).toEqual(defaultAgents);
  });
});
