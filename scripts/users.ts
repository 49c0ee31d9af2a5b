/**
 * Manage console users from a shell:  npm run users -- <command>
 *
 *   add NAME --role ROLE     password: first line of stdin
 *   list
 *   set-role NAME ROLE
 *   set-password NAME        password: first line of stdin
 *   remove NAME
 *
 * Every change is written to the audit log as user "cli".
 */
import { main } from "./users-cli";

main(process.argv.slice(2), process).then((code) => {
  process.exitCode = code;
});
