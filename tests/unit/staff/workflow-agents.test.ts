import { describe, expect, it } from 'vitest';
import { agentsAnswer, unknownAgentAnswer } from '../../../src/lib/staff/api-contract.mjs';
import {
  agentsAnswerFromRows,
  availabilityAnswerFromRows,
  missingAgentRows,
  storedAgents,
} from '../../../src/lib/staff/workflow-agents.mjs';
import { defaultAvailability, voiceAgents } from '../../../src/lib/voice-agents.mjs';

const rows = [
  { id: 3, agentId: 'freja', name: 'Freja', isAvailable: false, maxCalls: 99, assistantId: '' },
  { id: 1, agentId: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: ' as-1 ' },
  { id: 4, agentId: 'ole', name: 'Ole', isAvailable: true, maxCalls: 1, assistantId: 'as-9' },
  { id: 2, agentId: 'magnus', name: 'Magnus', isAvailable: 'true', maxCalls: 8, assistantId: null },
];

describe('storedAgents', () => {
  it('keeps the site’s agents in the site’s order, with their capacity from the site’s list', () => {
    expect(storedAgents(rows)).toEqual([
      { id: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'as-1' },
      { id: 'magnus', name: 'Magnus', isAvailable: false, maxCalls: 8, assistantId: '' },
      { id: 'freja', name: 'Freja', isAvailable: false, maxCalls: 12, assistantId: '' },
    ]);
    expect(storedAgents(rows).map((agent) => agent.id)).toEqual(voiceAgents.map((agent) => agent.id));
  });

  it('reads an empty read (n8n’s one empty item) as no agents', () => {
    expect(storedAgents([{}])).toEqual([]);
  });
});

describe('agentsAnswerFromRows', () => {
  it('answers id, name and availability only', () => {
    expect(agentsAnswerFromRows(rows)).toEqual(
      agentsAnswer([
        { id: 'sofie', name: 'Sofie', isAvailable: true },
        { id: 'magnus', name: 'Magnus', isAvailable: false },
        { id: 'freja', name: 'Freja', isAvailable: false },
      ]),
    );
    expect(agentsAnswerFromRows([{}])).toEqual(agentsAnswer([]));
  });
});

describe('availabilityAnswerFromRows', () => {
  it('answers the updated agent as stored, or 404 when no row had the id', () => {
    expect(availabilityAnswerFromRows(rows, 'freja')).toEqual({
      status: 200,
      body: { id: 'freja', name: 'Freja', isAvailable: false },
    });
    expect(availabilityAnswerFromRows([{}], 'sofie')).toEqual({ ...unknownAgentAnswer });
  });
});

describe('missingAgentRows', () => {
  it('seeds every agent of the site into an empty table, at its default availability and not connected', () => {
    expect(missingAgentRows([{}])).toEqual(
      voiceAgents.map((agent) => ({
        agentId: agent.id,
        name: agent.name,
        isAvailable: defaultAvailability[agent.id],
        maxCalls: agent.maxCalls,
        assistantId: '',
      })),
    );
  });

  it('adds only the agents the table lacks, never touching a row that is there', () => {
    expect(missingAgentRows(rows.slice(0, 2)).map((row) => row.agentId)).toEqual(['magnus']);
    expect(missingAgentRows(rows)).toEqual([]);
  });
});
