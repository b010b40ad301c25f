/// @file
/// @brief Stand-in for CGSuite's Scala trait HeapRuleset: only heapOptions, the one method MisereSolver.java calls.
package org.cgsuite.core.impartial;

import scala.collection.immutable.IndexedSeq;
import scala.collection.immutable.Seq;

/** A heap game: the options of a heap, each the list of the heaps it leaves (no zero heaps). */
public interface HeapRuleset
{
    Seq<IndexedSeq<org.cgsuite.core.Integer>> heapOptions(org.cgsuite.core.Integer heapSize);
}
