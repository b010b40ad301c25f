/// @file
/// @brief The exception MisereSolver.next() throws when its thread is interrupted.
// Upstream it is declared at the end of CommandLineInterface.java, whose Scala dependencies keep that
// file out of this build; this is the same declaration.
package org.cgsuite.core.misere.solver;

class TimeoutException extends RuntimeException
{
}
