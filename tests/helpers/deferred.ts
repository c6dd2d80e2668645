/** A promise with its resolve outside: a stub waits on it, and a test says when it goes on. */
export type Deferred<T = void> = {
  promise: Promise<T>;
  resolve(value: T): void;
};

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
