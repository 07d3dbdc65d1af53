import type { FastifyRequest } from 'fastify';
import type { Actor } from './history.ts';

/** The signed-in admin as the history names them: who, at the time of the write. */
export function actorOf(request: FastifyRequest): Actor {
  const admin = request.admin;
  if (!admin) throw new Error('actorOf needs a route guarded by requireAdmin');
  return { adminId: admin.id, label: admin.name ? `${admin.name} (${admin.email})` : admin.email };
}
