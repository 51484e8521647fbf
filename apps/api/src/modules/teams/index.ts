// Teams: the sales teams people and leads belong to.
export { TeamModel } from './team.model';
