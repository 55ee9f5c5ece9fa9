// How much memory this browser lets a WebAssembly module grow to. The module may grow to its
// maximum (4 GiB: -sMAXIMUM_MEMORY in wasm/CMakeLists.txt), but a browser may give less (a 32-bit
// build, a phone, a policy), and then an allocation fails part-way through a long search. So the
// search worker asks first: a WebAssembly.Memory of the module's maximum is grown a step at a time
// until the browser refuses (each step only reserves address space; nothing is written), and the
// search's budget is set from what it reached (grundy.useMemory). The probe's memory is dropped
// at once for the garbage collector.

const PAGE = 65536; // bytes in a WebAssembly page

/**
 * The bytes a module of `maximum` bytes may really grow to here: a Memory grown in steps of `step`
 * bytes, each refused step retried at half the size down to 16 MiB. `Memory` is the constructor
 * (WebAssembly.Memory; tests inject one that refuses past a smaller ceiling).
 */
export function availableMemory(maximum, { Memory = WebAssembly.Memory, step = 256 * 2 ** 20 } = {}) {
  const most = Math.floor(maximum / PAGE);
  let memory;
  try {
    memory = new Memory({ initial: 0, maximum: most });
  } catch {
    return 0; // not even a reservation: the module's own growth decides
  }
  let pages = 0;
  let stepPages = Math.max(Math.floor(step / PAGE), 1);
  const smallest = (16 * 2 ** 20) / PAGE;
  while (pages < most && stepPages >= smallest) {
    const more = Math.min(stepPages, most - pages);
    try {
      memory.grow(more);
      pages += more;
    } catch {
      stepPages = Math.floor(stepPages / 2);
    }
  }
  memory = null;
  return pages * PAGE;
}
