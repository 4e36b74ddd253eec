import { bffApiConfig, bffHandler } from '@/bff/proxy/dispatch';

// Every allow-listed upstream route of src/contracts; behaviour lives in src/bff.
export const config = bffApiConfig;
export default bffHandler;
