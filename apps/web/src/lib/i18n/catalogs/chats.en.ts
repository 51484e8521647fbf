/** The chats screens' English texts (the spec's own, exactly). Arabic beside it in chats.ar.ts. */
export const chatsEn = {};
