// Teams: the Teams screen's work: teams, their members and lead interests, team messages. The team
// records themselves are the users module's (TeamModel), which leads and users read.
export {};
