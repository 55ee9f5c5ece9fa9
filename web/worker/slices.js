// A long job run in slices (the worker's table streams and searches, protocol.js): each slice calls
// job.advance(steps) until about sliceMs have passed, then yields to the event loop (schedule), so a
// cancel or a new request is seen within one slice and progress goes out several times a second.
// The steps of one advance adapt to the machine: doubled when an advance took under sliceMs / fast,
// halved when it took over sliceMs / slow, within [fewest, most].

/**
 * Runs `job` to its end. pace: { sliceMs, steps, fewest, most, fast, slow, schedule, now }; hooks:
 *   stopped()          true when the job was stopped (cancelled, replaced): no more slices
 *   advanced(ended)    after each advance (optional)
 *   sliced(ended)      after each slice, with whether the job has ended (then no more slices)
 *   failed(error)      the job threw: no more slices
 */
export function runInSlices(job, pace, hooks) {
  const { sliceMs, fewest, most, fast, slow, schedule, now } = pace;
  let steps = pace.steps;
  const slice = () => {
    if (hooks.stopped()) return;
    let ended = false;
    try {
      const start = now();
      while (!ended && now() - start < sliceMs) {
        const before = now();
        ended = job.advance(steps);
        const took = now() - before;
        if (took < sliceMs / fast) steps = Math.min(steps * 2, most);
        else if (took > sliceMs / slow) steps = Math.max(Math.floor(steps / 2), fewest);
        hooks.advanced?.(ended);
      }
      hooks.sliced(ended);
    } catch (e) {
      hooks.failed(e);
      return;
    }
    if (!ended) schedule(slice);
  };
  schedule(slice);
}
