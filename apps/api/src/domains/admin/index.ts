// admin: the back office; so far the approval of registered hospitals (the rest is #22, see ../not-built-yet.ts).
export { hospitalApprovalHandlers } from './hospital-approval';
