// A row of pins (board 'row'): a heap drawn as pins (heap.js).
import { heapBoard } from './heap.js';

export default heapBoard(true);
