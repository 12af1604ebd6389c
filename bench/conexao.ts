// One connection for one piece of work, always closed: the bench scripts' reads and checks outside the app.
import pg from 'pg';

export async function comCliente<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}
