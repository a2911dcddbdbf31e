/**
 * One autocannon run in a process of its own (so the load generator never shares an event loop
 * with what it measures). Argument: JSON { url, connections, seconds, headers }. Prints
 * autocannon's result as one JSON line.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]!) as {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
};

autocannon(
  {
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  },
  (err, result) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
  },
);
