import { benchFloorList } from '@/bff/http/bench-floor';

// The benchmark's floor with a cached list's answer (npm run bench:bff, path l), built only with BENCH=1.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default benchFloorList;
