/// @brief SG on a directed acyclic graph with several tokens, and Green Hackenbush on rooted trees and graphs.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// A game graph: vertices 0..n-1, an edge u -> v is a move from u to v. Must be acyclic.
class DagGame {
 public:
  /// Throws InputError when an edge names a vertex >= n or the edges close a cycle (naming a vertex on it).
  DagGame(std::size_t n, const std::vector<std::pair<uint32_t, uint32_t>>& edges);
  std::size_t size() const { return sg_.size(); }
  /// SG of a single token on v (computed once, in reverse topological order, without recursion).
  uint64_t sg(uint32_t v) const { return sg_.at(v); }
  const std::vector<uint32_t>& successors(uint32_t v) const { return out_.at(v); }
  /// Several independent tokens (they may share a vertex): xor of their SG values and one token move.
  /// The move names vertex v as labels[v] when labels is given (a graph numbered densely from sparse
  /// input labels), as v otherwise.
  Answer solve(const std::vector<uint32_t>& tokens, const std::vector<uint32_t>& labels = {}) const;

 private:
  std::vector<std::vector<uint32_t>> out_;
  std::vector<uint64_t> sg_;
};

/// Green Hackenbush on a rooted graph: vertices 0..n-1, undirected edges (loops and parallel edges
/// allowed), vertex `root` on the ground; cutting an edge removes everything no longer connected to
/// the ground. Trees: SG(u) = xor over children of (SG(child) + 1) (Colon principle). Graphs: the
/// fusion principle contracts every 2-edge-connected piece to one vertex whose k inner edges become
/// k loops, each worth *1. Edges out of reach of the root are not part of the game and are ignored.
/// Only the vertices that an edge names take memory or time: the others are renumbered away, so a
/// vertex number in the millions costs nothing (n only bounds the numbers accepted).
class Hackenbush {
 public:
  Hackenbush(std::size_t n, const std::vector<std::pair<uint32_t, uint32_t>>& edges, uint32_t root = 0);
  uint64_t sg() const { return value_; }
  bool is_tree() const { return tree_; }
  /// N/P, the SG value and a winning cut ("cut edge u-v"): on trees by descending the Colon
  /// principle, on graphs with cycles by trying each cut (the fusion principle gives values only).
  Answer solve() const;

 private:
  std::size_t n_;                                 // vertex numbers accepted: 0..n-1
  std::vector<std::pair<uint32_t, uint32_t>> edges_;  // as given, for naming cuts
  uint32_t input_root_;                           // as given
  uint32_t root_ = 0;                             // the vectors below number vertices densely, root 0
  bool tree_ = true;
  uint64_t value_ = 0;
  std::vector<uint64_t> vsg_;        // tree case: SG of the subtree hanging from each vertex
  std::vector<int64_t> parent_edge_;  // tree case: edge index to the parent, -1 for the root
  std::vector<std::vector<std::pair<uint32_t, uint32_t>>> adj_;  // (neighbour, edge index)
};

}  // namespace sgp::models
