/** The folders whose sources can call cn(): @aafiya/ui's and each site's src. */
export function classSourceDirs(): string[];
/** Every distinct word of the string literals in classSourceDirs(), sorted. */
export function classWords(): string[];
