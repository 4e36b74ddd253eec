import { bffApiConfig, bffRoute } from '@/bff/proxy/dispatch';

export const config = bffApiConfig;
export default bffRoute('auth.refresh');
