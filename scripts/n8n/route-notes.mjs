// @ts-check
/**
 * A sticky note over each route of a generated n8n workflow, saying what the route does and which
 * contract it answers, so a deployer reading the editor sees the workflow in its parts. Each route's
 * nodes are moved down as one (their places to each other kept) so the routes stand one below the
 * other, each on its own note with room above its nodes for the note's text. The notes come after
 * every other node, so the nodes keep their ids (scripts/n8n/staff-workflow/nodes.mjs, `numberNodes`).
 */
import { node } from './staff-workflow/nodes.mjs';

/** @typedef {import('./staff-workflow/nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('./staff-workflow/nodes.mjs').WorkflowNode} WorkflowNode */
/** @typedef {import('./staff-workflow/nodes.mjs').Position} Position */
/**
 * @typedef {object} Route
 * @property {string} title what starts it: `POST /login`, a schedule
 * @property {string} does what it does, in a sentence or two
 * @property {string} contract the contract it answers: the module(s) and where docs/ describes it
 * @property {NodeGroup[]} groups its nodes
 * @property {boolean} [oneRow] its nodes set in one row (for a few nodes far apart, such as shared answers)
 */

/** How n8n draws a node, and the room a note keeps around its route's nodes and above them for its text. */
export const noteLayout = Object.freeze({ nodeSize: 100, margin: 60, textHeight: 200, gap: 80, width: 520 });

/** @param {WorkflowNode[]} nodes */
const boxOf = (nodes) => {
  const xs = nodes.map((n) => n.position[0]);
  const ys = nodes.map((n) => n.position[1]);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};

/** The note's text: the route, what it does, its contract. @param {Route} route */
export const noteContent = ({ title, does, contract }) => `## ${title}\n${does}\n\n**Contract:** ${contract}`;

/**
 * The groups in their order, the routes' nodes moved down to stand one below the other under the
 * groups without a route (the workflow's first note, its setup), then one sticky note per route over
 * its nodes (last, so no node's id changes).
 * @param {NodeGroup[]} groups every group of the workflow, in the order that numbers its nodes
 * @param {Route[]} routes each with groups out of `groups`
 * @param {string} prefix the notes' names start with it (names are unique in a workflow)
 * @returns {NodeGroup[]}
 */
export function withRouteNotes(groups, routes, prefix = 'Route') {
  const { nodeSize, margin, textHeight, gap } = noteLayout;
  const routed = new Set(routes.flatMap((route) => route.groups));
  const missing = routes.flatMap((route) => route.groups).filter((group) => !groups.includes(group));
  if (missing.length > 0) throw new Error('a route names a group the workflow does not have');
  const bottomOf = (/** @type {WorkflowNode} */ n) =>
    n.position[1] +
    (n.type === 'n8n-nodes-base.stickyNote'
      ? Number(/** @type {{ height?: number }} */ (n.parameters).height)
      : nodeSize);
  let top =
    Math.max(...groups.filter((group) => !routed.has(group)).flatMap((group) => group.nodes.map(bottomOf))) + gap;
  /** @type {Map<NodeGroup, (y: number) => number>} where each route's group's nodes move */
  const moves = new Map();
  /** @type {WorkflowNode[]} */
  const notes = [];
  for (const route of routes) {
    const box = boxOf(route.groups.flatMap((group) => group.nodes));
    const shift = top + textHeight - box.top;
    for (const group of route.groups) moves.set(group, route.oneRow ? () => box.top + shift : (y) => y + shift);
    const height = textHeight + (route.oneRow ? 0 : box.bottom - box.top) + nodeSize + margin;
    notes.push(
      node(`${prefix}: ${route.title}`, 'stickyNote', 1, [box.left - margin, top], {
        content: noteContent(route),
        height,
        width: Math.max(noteLayout.width, box.right - box.left + nodeSize + 2 * margin),
        color: 7,
      }),
    );
    top += height + gap;
  }
  const moved = groups.map((group) => {
    const move = moves.get(group) ?? ((/** @type {number} */ y) => y);
    return {
      ...group,
      nodes: group.nodes.map((n) => ({
        ...n,
        position: /** @type {Position} */ ([n.position[0], move(n.position[1])]),
      })),
    };
  });
  return [...moved, { nodes: notes, connections: {} }];
}
