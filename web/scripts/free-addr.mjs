// Prints the loopback address `make dev` gives the Go server (and Vite's API
// proxy): 127.0.0.1:8080 when that port is free, else a free port.
import { createServer } from "node:net";

function listen(port) {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

const port = await listen(8080).catch(() => listen(0));
console.log(`127.0.0.1:${port}`);
