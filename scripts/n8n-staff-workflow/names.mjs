// @ts-check
/**
 * The names the staff workflow's parts go by: its webhook base path, its Data Tables and its
 * credentials (the deployer creates or fills these in by name), and its nodes (Code nodes read
 * other nodes' output by name, and scripts/test-n8n.mjs runs the setup trigger by name).
 */

import { bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';

/** The webhook paths: the API's base URL is `<n8n>/webhook/staff`. */
export const WEBHOOK_BASE = 'staff';

export const tables = Object.freeze({
  agents: 'voice_agents',
  attempts: 'staff_login_attempts',
  settings: 'staff_settings',
  // The booking workflow's table, created by that workflow's setup.
  bookings: bookingsTable,
});

export const credentialNames = Object.freeze({
  jwt: 'Staff API token (JWT)',
  provider: 'Voice provider private key',
});

export const nodeNames = Object.freeze({
  note: 'Before you publish',
  setup: 'Set up tables (run once after import)',
  createAgents: 'Create voice_agents',
  createAttempts: 'Create staff_login_attempts',
  createSettings: 'Create staff_settings',
  readAgentsSetup: 'Read voice_agents (setup)',
  missingAgents: 'Agents missing from the table',
  seedAgents: 'Seed voice_agents',
  readSettingsSetup: 'Read staff_settings (setup)',
  missingSettings: 'Settings row missing',
  seedSettings: 'Add empty settings row',
  login: 'POST /login',
  readLogin: 'Read login request',
  loginOk: 'Login request ok?',
  recordAttempt: 'Record attempt',
  readAttempts: 'Read recent attempts',
  decideAttempt: 'Decide attempt',
  admitted: 'Admitted?',
  deleteOld: 'Delete old attempts',
  readHash: 'Read password hash',
  checkPassword: 'Check password',
  right: 'Right password?',
  sign: 'Sign token',
  recordSuccess: 'Record success',
  loginAnswer: 'Login answer',
  agents: 'GET /agents',
  readAgents: 'Read voice_agents',
  agentsAnswer: 'Agents answer',
  dashboard: 'GET /dashboard',
  readDashboard: 'Read dashboard request',
  dashboardOk: 'Dashboard request ok?',
  verifyDashboard: 'Verify dashboard token',
  readAgentsDashboard: 'Read voice_agents (dashboard)',
  planFigures: 'Plan figures',
  figuresDone: 'Answer from cache?',
  providerCalls: "Read the provider's calls",
  countCalls: 'Count calls',
  availability: 'POST /availability',
  readAvailability: 'Read availability request',
  availabilityOk: 'Availability request ok?',
  verifyAvailability: 'Verify availability token',
  checkAvailabilityBody: 'Check availability body',
  availabilityBodyOk: 'Availability body ok?',
  updateAgent: 'Update voice_agents',
  availabilityAnswer: 'Availability answer',
  sessionExpired: 'Session expired',
  respond: 'Respond',
  bookings: 'GET /bookings',
  readBookingsRequest: 'Read bookings request',
  bookingsOk: 'Bookings request ok?',
  verifyBookings: 'Verify bookings token',
  readBookings: 'Read bookings',
  bookingsAnswer: 'Bookings answer',
  bookingStatus: 'POST /booking-status',
  readBookingStatus: 'Read booking-status request',
  bookingStatusOk: 'Booking-status request ok?',
  verifyBookingStatus: 'Verify booking-status token',
  checkBookingStatus: 'Check booking-status body',
  bookingStatusBodyOk: 'Booking-status body ok?',
  erase: 'Erase the booking?',
  deleteBooking: 'Delete booking',
  updateStatus: 'Update booking status',
  bookingStatusAnswer: 'Booking-status answer',
  confirmationDue: 'Confirmation due?',
  claimConfirmation: 'Claim row (confirmation)',
});
