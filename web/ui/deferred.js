// An object whose code is loaded when it is first really needed: until then its methods may be
// called all the same (each call is kept, the latest of each method only, since a call of one of
// them replaces the last), the call named `startOn` starts the loading, and from then on every call
// is kept in order; once loaded, the object is made and told them all, and calls go straight to it.
// For a panel part most pages never show (the heat map of a 2-D game). Its methods return nothing.

/** `load()` resolves to the object; `onError(e)` hears a load that failed (the next `startOn` call tries again). */
export function deferred(load, { startOn, onError }) {
  let target = null;
  let loading = null;
  let kept = [];
  const call = (name, args) => {
    if (target) return target[name](...args);
    if (!loading) kept = kept.filter(([n]) => n !== name);
    kept.push([name, args]);
    if (loading || name !== startOn) return undefined;
    loading = load().then(
      (made) => {
        target = made;
        for (const [n, a] of kept.splice(0)) made[n](...a);
      },
      (error) => {
        loading = null;
        onError(error);
      },
    );
    return undefined;
  };
  // Not a promise: no `then`, so awaiting it or resolving with it does not call one.
  return new Proxy({}, { get: (_, name) => (name === 'then' ? undefined : (...args) => call(name, args)) });
}
