// Chats: one-to-one messages between staff, and a team lead's message to all of a team.
export { insertChatHistory, type PastMessage } from './chat.bulk';
export { sendTeamMessage } from './chat.team-message';
