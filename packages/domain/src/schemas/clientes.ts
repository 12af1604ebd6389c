// zod schemas of this feature's API bodies, shared by the server and the web app.
export {};
