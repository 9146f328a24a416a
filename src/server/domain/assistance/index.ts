// Domain module of support tickets (spec 001 "Tickets and Google"): sending a ticket with its attachment.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerTicketRoutes } from './ticketRoutes.ts';

const tickets: DomainModule = {
  register(app, ctx) {
    registerTicketRoutes(app, ctx);
  },
};
export default tickets;
