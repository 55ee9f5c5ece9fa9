// Scripted fake workers for the page's worker clients (web/worker/client.js, search-lane.js): every
// message sent is kept; the test answers as the worker would. `ended` counts terminate() calls.
export function fakeWorkers() {
  const all = [];
  const makeWorker = () => {
    const w = {
      onmessage: null,
      onerror: null,
      sent: [],
      ended: 0,
      postMessage(m) {
        w.sent.push(m);
      },
      terminate() {
        w.ended++;
      },
      reply(data) {
        w.onmessage?.({ data });
      },
      answer(id, result) {
        w.reply({ id, type: 'result', result });
      },
      last: (type) => w.sent.findLast((m) => m.type === type),
    };
    all.push(w);
    return w;
  };
  return {
    all,
    makeWorker,
    get current() {
      return all.at(-1);
    },
  };
}
