// Lead routing: the agency's ordered rules give each arriving lead to the right person at once.
export { routingRoutes } from './routing.routes';
export { listenToLeadEvents } from './routing.listeners';
export { startRerouteWatch } from './routing.reroute';
export { routingSettingsOf } from './routing.settings';
