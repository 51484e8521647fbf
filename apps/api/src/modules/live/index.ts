// Live: each person's events (a lead assigned to them, their unread count, a chat message) as a
// server-sent event stream, shared by every API instance through the `live_events` collection.
export { liveStream } from './live.stream';
export { listenForLiveEvents } from './live.listeners';
