// @ts-check
/**
 * How the staff workflow's routes are wired: from the one program both sides run
 * (src/lib/staff/api-program.mjs). Each route's connections follow its steps in order: the Webhook
 * node, the Set node that keeps the headers, then each step; a gate sends its answer to the route's
 * Respond node (and its `onAnswer` step after it), a session token's refusal goes to the contract's
 * 401, `choose` splits into its two steps and both go on to the next. A workflow whose nodes are not
 * the program's stops the build (`checkProgramNodes`).
 */
import { staffProgram, allSteps } from '../../../src/lib/staff/api-program.mjs';
import { nodeNames } from './names.mjs';
import { link } from './nodes.mjs';

/** @typedef {import('../../../src/lib/staff/api-contract.mjs').StaffRoute} StaffRoute */
/** @typedef {import('./nodes.mjs').NodeGroup} NodeGroup */

/** A program's node key as the node's name. @param {string} key */
export const nodeName = (key) => {
  const name = /** @type {Record<string, string>} */ (nodeNames)[key];
  if (!name) throw new Error(`the staff program names a node "${key}" that names.mjs does not`);
  return name;
};

/**
 * The connections of one route, from its program.
 * @param {StaffRoute} route
 * @returns {NodeGroup['connections']}
 */
export function routeConnections(route) {
  const program = staffProgram[route];
  const to = (/** @type {string} */ key) => link(nodeName(key));
  const respond = to(program.respond);
  /** @type {NodeGroup['connections']} */
  const connections = {
    [nodeName(program.webhook)]: { main: [to(program.headers)] },
    [nodeName(program.headers)]: { main: [to(program.steps[0].node)] },
  };
  program.steps.forEach((step, index) => {
    const following = program.steps[index + 1];
    const next = following ? to(following.node) : respond;
    /** @type {any[]} */
    let main = [next];
    if ('gate' in step) {
      const answer = step.onAnswer ? [...respond, ...to(step.onAnswer.node)] : respond;
      main = step.answerWhen ? [answer, next] : [next, answer];
    } else if ('verify' in step && step.verify === 'session') main = [next, to('sessionExpired')];
    else if ('choose' in step) {
      main = [to(step.then.node), to(step.otherwise.node)];
      connections[nodeName(step.then.node)] = { main: [next] };
      connections[nodeName(step.otherwise.node)] = { main: [next] };
    } else if ('alongside' in step && step.alongside) main = [[...next, ...to(step.alongside.node)]];
    connections[nodeName(step.node)] = { main };
  });
  return connections;
}

/**
 * Stops the build when the workflow lacks a step of a route's program, when a step's node is not of
 * the step's kind, or when an If node tests another field than its step's.
 * @param {{ name: string, type: string, parameters: object }[]} nodes every node of the workflow
 */
export function checkProgramNodes(nodes) {
  const byName = new Map(nodes.map((node) => [node.name, node.type.replace('n8n-nodes-base.', '')]));
  for (const program of Object.values(staffProgram)) {
    for (const step of program.steps) {
      const field = 'gate' in step ? step.gate : 'choose' in step ? step.choose : null;
      const built = nodes.find((node) => node.name === nodeName(step.node));
      if (field && built && !JSON.stringify(built.parameters).includes(`"={{ $json.${field} }}"`)) {
        throw new Error(`the staff workflow's ${built.name} does not test $json.${field}, as its program says`);
      }
    }
  }
  for (const [route, program] of Object.entries(staffProgram)) {
    const expected = [
      [program.webhook, 'webhook'],
      [program.headers, 'set'],
      ...allSteps(program).map((step) => [step.node, stepNodeType(step)]),
    ];
    for (const [key, type] of expected) {
      const built = byName.get(nodeName(key));
      if (built !== type) {
        throw new Error(
          `the staff workflow's ${route} route: ${nodeName(key)} is ${built ?? 'missing'}, its program says ${type}`,
        );
      }
    }
  }
}

/** The n8n node type of a program step. @param {import('../../../src/lib/staff/api-program.mjs').ProgramStep} step */
function stepNodeType(step) {
  if ('code' in step) return 'code';
  if ('gate' in step || 'choose' in step) return 'if';
  if ('verify' in step || 'sign' in step) return 'jwt';
  if ('provider' in step) return 'httpRequest';
  return 'dataTable';
}
