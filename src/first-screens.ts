// The pages whose first screen the server draws (server/http/first-screen.ts), in one module the server
// loads once.
export { renderBillFirstScreen } from '@/pay/first-screen.tsx'
export { renderStoreFirstScreen } from '@/storefront/first-screen.tsx'
